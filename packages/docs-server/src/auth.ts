import {createHash, timingSafeEqual} from 'node:crypto';
import type {FastifyReply, FastifyRequest} from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token from `Authorization: Bearer <token>`, or the password of Basic credentials (a browser's login prompt). */
function presented(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (/^bearer$/i.test(scheme ?? '')) return value;
  if (/^basic$/i.test(scheme ?? '')) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return undefined;
}

/**
 * A preHandler for the dashboard and the statistics: the right token passes; anything else gets a
 * 401 and nothing more. Without a configured token nothing passes. Compared in constant time.
 */
export function requireToken(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = presented(request.headers.authorization);
    if (token && given !== undefined && timingSafeEqual(digest(given), digest(token))) return;
    // Basic lets a browser ask for the token (any user name; the token is the password).
    reply.header('www-authenticate', 'Basic realm="Dev Center dashboard", charset="UTF-8"');
    return reply.code(401).send({error: 'Unauthorized', message: 'A valid dashboard token is required.'});
  };
}
