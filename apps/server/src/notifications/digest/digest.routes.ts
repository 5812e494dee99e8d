import { digestContract as contract, errorMessages } from '@kozos/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { userScope, writesTo } from '../../db/write-scope';
import { AppError } from '../../errors';
import { routeFrom } from '../../plugins/contract-route';
import { currentUserOf } from '../../identity/current-user';
import { escapeHtml } from '../../mail/templates';
import type { TextStore } from '../../texts/text-store';
import { translate } from '../notification-texts';
import { isDigestEnabled, languageOf, setDigestEnabled, turnDigestsOff } from './digest.repository';

async function unsubscribe(db: Db, token: string) {
  const userId = await turnDigestsOff(db, token);
  if (!userId) throw new AppError(404, errorMessages.invalidToken);
  return userId;
}

/**
 * One-click unsubscribe from the digest (decision 104), no sign-in: the link carries the
 * user's random token. GET (the link in the mail) answers a short page in the user's language;
 * POST is what mail clients send for the List-Unsubscribe-Post header (RFC 8058).
 * `/api/Digest` is the settings switch, for the signed-in user.
 */
export const digestRoutes: FastifyPluginCallbackZod<{ db: Db; texts: TextStore }> = (
  app,
  { db, texts },
  done,
) => {
  // Mail clients post the form body `List-Unsubscribe=One-Click`; the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, parsed) => parsed(null, {}),
  );
  routeFrom(app, contract.getDigestUnsubscribe, {}, async (request, reply) => {
    const userId = await unsubscribe(db, request.query.token);
    const reader = { language: await languageOf(db, userId) };
    const current = await texts.current();
    const title = escapeHtml(translate(current, reader, 'digest.unsubscribed_title'));
    const body = escapeHtml(translate(current, reader, 'digest.unsubscribed_text'));
    return (
      reply
        .type('text/html; charset=utf-8')
        // The page as it is, not as a JSON string.
        .serializer((page: string) => page)
        .send(
          `<!doctype html><html lang="${reader.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:520px;margin:40px auto;padding:0 20px;line-height:1.5"><h1 style="font-size:22px">${title}</h1><p>${body}</p><p><a href="/settings">Közös</a></p></body></html>`,
        )
    );
  });
  routeFrom(app, contract.postDigestUnsubscribe, {}, async (request) => {
    await unsubscribe(db, request.query.token);
    return { data: {} };
  });

  // The settings switch: the signed-in user's own digests, on or off.
  const setting = { preValidation: app.requireUser };
  routeFrom(app, contract.getDigest, setting, async (request) => ({
    data: { enabled: await isDigestEnabled(db, currentUserOf(request).id) },
  }));
  routeFrom(app, contract.putDigest, setting, async (request) => {
    const { id } = currentUserOf(request);
    const { enabled } = request.body;
    await writesTo([userScope(id)], () => setDigestEnabled(db, id, enabled));
    return { data: { enabled } };
  });
  done();
};
