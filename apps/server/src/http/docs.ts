import { RESULT_CODES } from '@org/api-contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const codeTable = [
  '| code | name | default message |',
  '| --- | --- | --- |',
  ...RESULT_CODES.map((info) => `| ${info.code} | ${info.name} | ${info.message} |`),
].join('\n');

/** The OpenAPI document (`/docs/json`) and its UI (`/docs`), served from local files. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Platform reference API',
        version,
        description:
          'Every answer is an envelope `{ code, message, data }`; `code` 20000 means success. ' +
          'Business and input errors answer HTTP 200 with another code. Sign in with ' +
          '`POST /ibsp-bg-auth/sysUser/v1/login`, then send the token as the `X-Token` header.\n\n' +
          codeTable,
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  });
  // Someone opening the server's address in a browser lands on the documentation.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/docs'));
}
