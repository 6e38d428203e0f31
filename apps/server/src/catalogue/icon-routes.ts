import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import { createIconPng, type IconPng } from './icon-png.ts';
import { renderIcon, type IconOptions } from './svg-icon.ts';

// The demo's image CDN (status info.imageCDNs = ['/assets-cdn']): pictures generated from names,
// so the catalogue needs no image files. A real operator points imageCDNs at its own CDN.
//
// Each picture is drawn as SVG and sent as PNG. A browser builds an SVG image as a document of its
// own on the main thread (10-35 ms each in a trace of home, which shows about fifty), where a
// raster picture decodes off it, as a real CDN's do. Names end in .png; .svg, which databases
// seeded before stored, is answered the same.

const pictureName = (file: string, pattern: RegExp) => file.match(pattern)?.[1] ?? null;

async function sendPicture(reply: FastifyReply, png: IconPng, icon: IconOptions) {
  const svg = renderIcon(icon);
  const bytes = await png.of(svg);
  // Icons may be shown by a front end served from another origin.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  if (bytes) {
    // Same name, same picture, for ever.
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  }
  // No PNG (sharp failed): the same picture as SVG, kept an hour only, so that browsers get the
  // PNG once the server can draw it.
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(svg);
}

const hidden = { schema: { hide: true } };

export default async function assetsCdnRoutes(app: FastifyInstance) {
  const { games } = app.repos;
  const png = createIconPng({
    onFailure: (err) =>
      app.log.warn({ err }, 'demo image CDN: cannot draw PNG pictures, sending them as SVG'),
  });

  app.get<{ Params: { file: string } }>(
    '/assets-cdn/games/:file',
    hidden,
    async (request, reply) => {
      const nodeId = pictureName(request.params.file, /^(\d{1,15})\.(?:png|svg)$/);
      const name = nodeId ? await games.gameName(Number(nodeId)) : null;
      if (!name) throw notFound('No such game icon');
      return sendPicture(reply, png, {
        seed: `game:${nodeId}`,
        label: name,
        width: 200,
        height: 200,
      });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/assets-cdn/vendors/:file',
    hidden,
    async (request, reply) => {
      // Spec 9 names {vendor}-WHITE.png and {vendor}-BLACK.png (for dark and light backdrops).
      // The demo draws one picture that reads on both, and sends it under either name.
      const code = pictureName(
        request.params.file,
        /^([A-Za-z0-9_]{1,40})(?:-(?:WHITE|BLACK))?\.(?:png|svg)$/,
      );
      const name = code ? await games.vendorName(code) : null;
      if (!name) throw notFound('No such vendor icon');
      return sendPicture(reply, png, {
        seed: `vendor:${code}`,
        label: name,
        width: 160,
        height: 160,
      });
    },
  );

  // Banners and promotion images are named by their code; the picture is made from the name alone.
  app.get<{ Params: { file: string } }>(
    '/assets-cdn/banners/:file',
    hidden,
    async (request, reply) => {
      const id = pictureName(request.params.file, /^([a-z0-9][a-z0-9-]{0,63})\.(?:png|svg)$/);
      if (!id) throw notFound('No such banner');
      const words = id.replace(/-\d+$/, '').split('-');
      const caption = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
      return sendPicture(reply, png, {
        seed: `banner:${id}`,
        label: caption,
        caption,
        width: 750,
        height: 300,
      });
    },
  );
}
