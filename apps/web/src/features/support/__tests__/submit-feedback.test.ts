import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitFeedback } from '../api/submit-feedback';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

// Issue 19: the pictures go as multipart, as they are, never as base64 inside JSON. What is
// handed to fetch is checked (jsdom's File does not survive Node's fetch; the browser test and
// the server tests cover the wire).
describe('submitFeedback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands fetch a FormData with the text first, then each picture as a file', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ success: true, value: { id: 7, images: [] } }));
    const shot = new File([PNG], 'shot.png', { type: 'image/png' });
    const receipt = await submitFeedback({
      content: 'five words of feedback here',
      images: [shot],
    });
    expect(receipt.id).toBe(7);
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(init?.method).toBe('PUT');
    // The browser writes the multipart type with its boundary; a JSON type would break it.
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['content', 'images']);
    expect(form.get('content')).toBe('five words of feedback here');
    const file = form.get('images') as File;
    expect(file.name).toBe('shot.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });
});
