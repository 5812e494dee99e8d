import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, standing in for
 * Google. Its development login form accepts any login; the login becomes the account id and a
 * login that looks like an e-mail address becomes the verified `email` claim.
 */
export async function startTestOidcProvider(
  client: { clientId: string; clientSecret: string; redirectUri: string },
  port = 0,
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.includes('@') ? id : `${id}@example.org`,
        email_verified: true,
        name: `Google ${id.split('@')[0] ?? id}`,
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['kozos-test-oidc-cookie-key'] },
  });
  const handle = provider.callback();
  // Koa's handler returns a promise that settles when the response is done; errors are answered.
  server.on('request', (request, response) => void handle(request, response));
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
