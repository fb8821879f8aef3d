import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '#shared/schemas/accounts.ts';
import { requireMember } from '../../platform/guards.ts';
import { notAnImage, storeImage, tooLarge } from './service.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      // Each upload costs a decode and an encode, and disk: at most 30 a minute per address.
      config: { access: 'member', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image (multipart field "file"), at most 5 MB',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      requireMember(request);
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
      const stored = await storeImage(app.ctx.storage, bytes);
      return reply.status(201).send({ url: stored.url });
    },
  );
};
