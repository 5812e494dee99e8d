/** Just enough of a browser's cookie store for tests that follow redirects across two hosts. */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.cookies.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0/i.test(line) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(origin, jar);
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }
}
