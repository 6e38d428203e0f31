import { describe, expect, it } from 'vitest';
import { pickImages } from '../lib/pick-images';

// Spec 5: png or jpg (by their bytes, not their names), at most 5 MB each, at most 3.
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 32) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};
const jpg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('pickImages', () => {
  it('takes png and jpg files by their bytes, whatever their names say', async () => {
    const { images, problems } = await pickImages([], [png('shot.jpg'), jpg('photo.png')]);
    expect(images.map((i) => i.type)).toEqual(['image/png', 'image/jpeg']);
    expect(problems).toEqual([]);
  });

  it('refuses a .jpg that is really text and a file over 5 MB, naming each', async () => {
    const text = new File(['not a picture at all'], 'photo.jpg', { type: 'image/jpeg' });
    const big = png('big.png', 5 * 1024 * 1024 + 1);
    const { images, problems } = await pickImages([], [text, big]);
    expect(images).toEqual([]);
    expect(problems).toEqual([
      { kind: 'type', name: 'photo.jpg' },
      { kind: 'size', name: 'big.png' },
    ]);
  });

  it('keeps at most three, saying so once', async () => {
    const first = await pickImages([], [png('a.png'), png('b.png')]);
    const { images, problems } = await pickImages(first.images, [
      png('c.png'),
      png('d.png'),
      png('e.png'),
    ]);
    expect(images.map((i) => i.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(problems).toEqual([{ kind: 'count', max: 3 }]);
  });
});
