import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import { renderIcon } from './svg-icon.ts';

// The demo's image CDN (status info.imageCDNs = ['/assets-cdn']): pictures generated from names,
// so the catalogue needs no image files. A real operator points imageCDNs at its own CDN.

const svgFile = (file: string, pattern: RegExp) => file.match(pattern)?.[1] ?? null;

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      // Same name, same picture, for ever.
      .header('cache-control', 'public, max-age=31536000, immutable')
      // Icons may be shown by a front end served from another origin.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(svg)
  );
}

const hidden = { schema: { hide: true } };

export default async function assetsCdnRoutes(app: FastifyInstance) {
  const { games } = app.repos;

  app.get<{ Params: { file: string } }>(
    '/assets-cdn/games/:file',
    hidden,
    async (request, reply) => {
      const nodeId = svgFile(request.params.file, /^(\d{1,15})\.svg$/);
      const name = nodeId ? await games.gameName(Number(nodeId)) : null;
      if (!name) throw notFound('No such game icon');
      return sendSvg(
        reply,
        renderIcon({ seed: `game:${nodeId}`, label: name, width: 200, height: 200 }),
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/assets-cdn/vendors/:file',
    hidden,
    async (request, reply) => {
      // Spec 9 names {vendor}-WHITE.png and {vendor}-BLACK.png (for dark and light backdrops).
      // The demo draws one picture that reads on both, and sends it as SVG under either name: an
      // <img> goes by the content type, not by the name's extension.
      const match = /^([A-Za-z0-9_]{1,40})(?:-(?:WHITE|BLACK))?\.(?:svg|png)$/.exec(
        request.params.file,
      );
      const code = match?.[1] ?? null;
      const name = code ? await games.vendorName(code) : null;
      if (!name) throw notFound('No such vendor icon');
      return sendSvg(
        reply,
        renderIcon({ seed: `vendor:${code}`, label: name, width: 160, height: 160 }),
      );
    },
  );

  // Banners and promotion images are named by their code; the picture is made from the name alone.
  app.get<{ Params: { file: string } }>(
    '/assets-cdn/banners/:file',
    hidden,
    async (request, reply) => {
      const id = svgFile(request.params.file, /^([a-z0-9][a-z0-9-]{0,63})\.svg$/);
      if (!id) throw notFound('No such banner');
      const words = id.replace(/-\d+$/, '').split('-');
      const caption = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
      return sendSvg(
        reply,
        renderIcon({ seed: `banner:${id}`, label: caption, caption, width: 750, height: 300 }),
      );
    },
  );
}
