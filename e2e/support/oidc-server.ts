// The server tests' real OpenID Connect provider, in its own process, standing in for Google in
// the browser specs; the app under test finds it through GOOGLE_DISCOVERY_URL.
// Run: node --import tsx e2e/support/oidc-server.ts <port> <clientId> <clientSecret> <appUrl>
import { startTestOidcProvider } from '../../apps/server/src/test/oidc-provider';

const [portArg, clientId, clientSecret, appUrl] = process.argv.slice(2);
const port = Number(portArg);
if (!port || !clientId || !clientSecret || !appUrl) {
  throw new Error('usage: oidc-server.ts <port> <clientId> <clientSecret> <appUrl>');
}

await startTestOidcProvider(
  { clientId, clientSecret, redirectUri: `${appUrl}/api/auth/oauth2/callback/google` },
  port,
);
