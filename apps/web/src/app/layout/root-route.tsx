import { ScrollRestoration } from 'react-router';
import { InvitationCapture } from '../guards/invitation-capture';

/**
 * The root of every route. Scroll positions are remembered per path here rather than in a
 * layout, so they survive moving between the public pages, the showcase and the signed-in app.
 */
export function RootRoute() {
  return (
    <>
      <InvitationCapture />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
