import type { FastifyInstance } from 'fastify';
import { uploadsEndpoints as endpoints } from '#shared/endpoints/uploads.ts';
import { route } from '../../platform/route.ts';
import { notAnImage, storeImage, tooLarge } from './service.ts';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.upload, async (request) => {
    if (!request.isMultipart()) throw notAnImage();
    const file = await request.file();
    if (!file) throw notAnImage();
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    const stored = await storeImage(app.ctx, request.member.id, bytes);
    return { url: stored.url };
  });
}
