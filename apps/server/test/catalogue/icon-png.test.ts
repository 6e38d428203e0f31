import { describe, expect, it } from 'vitest';
import { createIconPng, type Rasterise } from '../../src/catalogue/icon-png.ts';

/** A drawing the test finishes by hand, counting draws. */
function fakeRasteriser() {
  const draws: { svg: string; finish: () => void }[] = [];
  const rasterise: Rasterise = (svg) =>
    new Promise((resolve) =>
      draws.push({ svg, finish: () => resolve(Buffer.from(`png of ${svg}`)) }),
    );
  return { draws, load: () => Promise.resolve(rasterise) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('demo pictures as PNG', () => {
  it('draws a picture once for concurrent requests, then answers from memory', async () => {
    const fake = fakeRasteriser();
    const png = createIconPng({ onFailure: () => {}, load: fake.load });
    const first = png.of('<svg>a</svg>');
    const second = png.of('<svg>a</svg>');
    await settle();
    expect(fake.draws).toHaveLength(1);
    fake.draws[0]!.finish();
    expect(await first).toEqual(Buffer.from('png of <svg>a</svg>'));
    expect(await second).toEqual(Buffer.from('png of <svg>a</svg>'));
    expect(png.of('<svg>a</svg>')).toEqual(Buffer.from('png of <svg>a</svg>'));
    expect(fake.draws).toHaveLength(1);
  });

  it('draws at most `parallel` pictures at a time, the others in turn', async () => {
    const fake = fakeRasteriser();
    const png = createIconPng({ onFailure: () => {}, load: fake.load, parallel: 2 });
    const answers = ['a', 'b', 'c', 'd'].map((x) => png.of(`<svg>${x}</svg>`));
    await settle();
    expect(fake.draws.map((d) => d.svg)).toEqual(['<svg>a</svg>', '<svg>b</svg>']);
    fake.draws[0]!.finish();
    await settle();
    // A new request while others wait goes behind them.
    const late = png.of('<svg>e</svg>');
    await settle();
    expect(fake.draws.map((d) => d.svg)).toEqual(['<svg>a</svg>', '<svg>b</svg>', '<svg>c</svg>']);
    for (let i = 1; i < 5; i++) {
      fake.draws[i]!.finish();
      await settle();
    }
    expect(fake.draws).toHaveLength(5);
    expect((await Promise.all([...answers, late])).map(String)).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((x) => `png of <svg>${x}</svg>`),
    );
  });

  it('answers null when the rasteriser cannot load, and reports it once', async () => {
    const failures: unknown[] = [];
    const png = createIconPng({
      onFailure: (err) => failures.push(err),
      load: () => Promise.reject(new Error('no libvips here')),
    });
    expect(await png.of('<svg>a</svg>')).toBeNull();
    expect(await png.of('<svg>a</svg>')).toBeNull();
    expect(await png.of('<svg>b</svg>')).toBeNull();
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('no libvips here');
  });

  it('draws a picture again after a failed draw', async () => {
    let calls = 0;
    const png = createIconPng({
      onFailure: () => {},
      load: () =>
        Promise.resolve((svg: string) =>
          ++calls === 1 ? Promise.reject(new Error('bad')) : Promise.resolve(Buffer.from(svg)),
        ),
    });
    expect(await png.of('<svg/>')).toBeNull();
    expect(await png.of('<svg/>')).toEqual(Buffer.from('<svg/>'));
  });
});
