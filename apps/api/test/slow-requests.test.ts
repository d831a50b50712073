/**
 * Issue 23 §5: a client that sends its headers or body a byte at a time no longer holds a
 * connection for minutes; Node's request timeouts close it with a 408 in the §8 shape. The app
 * runs with a short timeout here, so the test waits for the server's answer, never a clock.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MSG } from '@cimenta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ configure: (c) => (c.requestTimeoutMs = 400) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `start` and nothing more; answers everything the server writes until it closes. */
function sendAndStall(start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(start));
    let text = '';
    socket.on('data', (d) => {
      text += d.toString('utf8');
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('slow requests', () => {
  it('closes a body that never ends with a 408 in Spanish', async () => {
    const answer = await sendAndStall(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ errors: MSG.requestTimeout });
  });

  it('closes headers that never end with a 408 in Spanish', async () => {
    const answer = await sendAndStall('GET /api/v1/companytypes HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request that arrives in time', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/companytypes`);
    expect(r.status).toBe(200);
  });
});
