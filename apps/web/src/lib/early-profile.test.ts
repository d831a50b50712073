import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyProfileScript, takeEarlyProfile } from './early-profile';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the /my-profile shell's early profile request (issue 22)", () => {
  it('asks GET /users with the stored token; its answer is taken once, and only with that token', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'tok-a');
    new Function(earlyProfileScript())();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users', {
      headers: { Accept: 'application/json', 'api-language': 'es', Authorization: 'Bearer tok-a' },
    });
    // Signed in as someone else since: not this answer.
    expect(takeEarlyProfile('tok-b')).toBeNull();
    new Function(earlyProfileScript())();
    expect((await takeEarlyProfile('tok-a'))?.status).toBe(200);
    expect(takeEarlyProfile('tok-a')).toBeNull();
  });

  it('asks nothing without a stored token, and survives a browser that refuses storage or fails the request', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    new Function(earlyProfileScript())();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyProfile('tok-a')).toBeNull();
    localStorage.setItem('token', 'tok-a');
    new Function(earlyProfileScript())();
    await expect(takeEarlyProfile('tok-a')).rejects.toThrow('Failed to fetch');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => new Function(earlyProfileScript())()).not.toThrow();
    vi.restoreAllMocks();
  });
});
