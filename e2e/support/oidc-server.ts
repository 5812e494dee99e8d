// A real OpenID Connect provider standing in for Google in the browser specs, in its own process.
// The app under test finds it through GOOGLE_DISCOVERY_URL. Its development login form accepts
// any login; a login that looks like an e-mail address becomes the verified e-mail claim.
// Run: node --import tsx e2e/support/oidc-server.ts <port> <clientId> <clientSecret> <appUrl>
import Provider from 'oidc-provider';

const [portArg, clientId, clientSecret, appUrl] = process.argv.slice(2);
const port = Number(portArg);
if (!port || !clientId || !clientSecret || !appUrl) {
  throw new Error('usage: oidc-server.ts <port> <clientId> <clientSecret> <appUrl>');
}

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${appUrl}/api/auth/oauth2/callback/google`],
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
      name: id.split('@')[0] ?? id,
    }),
  }),
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['kozos-e2e-oidc-cookie-key'] },
});
provider.listen(port, '127.0.0.1' as never);
