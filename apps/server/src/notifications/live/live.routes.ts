import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currentUserOf } from '../../identity/current-user';
import { toNotificationResponse } from '../notifications.service';
import type { LiveEvent, LiveHub } from './live-hub';
import { countUnseenOf, notificationsSince } from './live.repository';

/** Keeps proxies and browsers from closing an idle stream. */
const heartbeatMs = 25_000;
/**
 * A stream lives at most this long, then the tab reconnects: a signed-out or expired session
 * does not keep listening (the reconnect is authenticated again).
 */
const maxStreamMs = 15 * 60_000;
/** What a reconnect replays at most. */
const resumeLimit = 50;
const LastEventId = z.uuid();
/**
 * How soon a tab reconnects when this instance shuts down (issue 27.3): at once, spread over a
 * moment so the tabs of a restarting instance do not all arrive in the same millisecond.
 */
export const shutdownRetryMs = 250;
/** The last words of a stream whose instance shuts down: reconnect now (to another one). */
export const shutdownText = `retry: ${shutdownRetryMs}\nevent: reconnect\ndata: {}\n\n`;

function eventText(event: LiveEvent): string {
  if (event.kind === 'count')
    return `event: count\ndata: ${JSON.stringify({ count: event.count })}\n\n`;
  if (event.kind === 'comment') return `event: comment\ndata: ${JSON.stringify(event.comment)}\n\n`;
  const data = JSON.stringify({ notification: event.notification, count: event.count });
  return `id: ${event.notification.id}\nevent: notification\ndata: ${data}\n\n`;
}

/**
 * GET /api/Notification/Live: Server-Sent Events for the caller (decision 103). Authenticated
 * like every call, by the Authorization header (the web reads the stream with fetch), so no
 * token ever sits in a URL. `Last-Event-ID` (a notification id) replays what came after it.
 * Not in the OpenAPI document: a stream is no JSON answer, and the route fuzzer would wait for
 * its end; live.test.ts holds its authorization matrix.
 */
export const liveRoutes: FastifyPluginCallback<{ db: Db; hub: LiveHub }> = (
  app,
  { db, hub },
  done,
) => {
  const open = new Set<(lastWords?: string) => void>();
  // preClose, before the server waits for its connections: an open stream would hold it open.
  const endAll = () => {
    for (const end of open) end(shutdownText);
  };
  // Also when the drain starts (decision 186): the tabs move while this instance still answers.
  const stopWatching = app.drain.onStart(endAll);
  app.addHook('preClose', (closed) => {
    endAll();
    closed();
  });
  app.addHook('onClose', (_instance, closed) => {
    stopWatching();
    closed();
  });

  app.get(
    '/api/Notification/Live',
    { preValidation: app.requireUser, schema: { hide: true } },
    async (request, reply) => {
      const viewer = currentUserOf(request);
      const lastId = LastEventId.safeParse(request.headers['last-event-id']);
      const write = startStream(reply);
      if (app.drain.active) {
        // Opened on a draining instance: reconnect at once, to another one.
        write(shutdownText);
        reply.raw.end();
        return;
      }
      const stop = hub.connect(viewer.id, (event) => write(eventText(event)));
      const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
      const end = (lastWords?: string) => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stop();
        open.delete(end);
        if (lastWords) write(lastWords);
        reply.raw.end();
      };
      const lifetime = setTimeout(() => end(), maxStreamMs);
      open.add(end);
      request.raw.on('close', () => end());
      const counts = await countUnseenOf(db, [viewer.id]);
      const count = counts.get(viewer.id) ?? 0;
      write(eventText({ kind: 'count', count }));
      if (lastId.success) {
        const missed = await notificationsSince(db, viewer.id, lastId.data, resumeLimit);
        for (const row of missed) {
          write(
            eventText({ kind: 'notification', notification: toNotificationResponse(row), count }),
          );
        }
      }
    },
  );
  done();
};

/** Takes the response over from Fastify and answers 200 with an event stream. */
function startStream(reply: FastifyReply): (text: string) => void {
  reply.hijack();
  const headers = {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies must not buffer the stream.
    'x-accel-buffering': 'no',
  };
  reply.raw.writeHead(200, headers);
  reply.raw.write('retry: 3000\n\n');
  return (text) => {
    if (!reply.raw.writableEnded) reply.raw.write(text);
  };
}
