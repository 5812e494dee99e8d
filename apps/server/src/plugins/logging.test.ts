import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logging';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction', () => {
  it('censors credentials and passwords wherever a log call includes them', () => {
    const { lines, stream } = captureLogs();
    const app = Fastify({
      logger: { level: 'info', stream, redact: { paths: redactPaths, censor: '[redacted]' } },
    });
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer s3cret-token', cookie: 'sid=s3cret' } },
        res: { headers: { 'set-cookie': 'sid=s3cret' } },
        body: { email: 'anna@example.hu', password: 's3cret-pass' },
        password: 's3cret-top',
      },
      'probe',
    );
    const output = lines.join('');
    expect(output).toContain('probe');
    expect(output).toContain('anna@example.hu');
    expect(output).not.toContain('s3cret');
  });
});
