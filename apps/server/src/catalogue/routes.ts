import {
  PROBLEM_PACKAGE_ZIP_LIMIT_BYTES,
  problemIdParamsSchema,
  problemImportResultSchema,
} from '@grindstone/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProblemRow } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { ProblemTests } from '../problems/repository';
import type { ProblemWriteDeps } from '../problems/save-problem';
import type { Auth } from '../sessions/auth';
import { importUploadedZip } from './import-uploaded-zip';
import { KattisExportRefused, zipKattisPackage } from './kattis/export-kattis';
import { slugify, zipProblemPackage } from './zip-package';

const tags = ['problems'];

/** `?format=kattis` exports a Kattis / ICPC package instead of ours. */
const exportQuerySchema = z.object({
  format: z
    .enum(['grindstone', 'kattis'], { error: 'format must be kattis or left out' })
    .optional(),
});

/** The admin's package import and export, under /api/problem (the original URLs). */
export interface CatalogueRouteDeps extends ProblemWriteDeps {
  auth: Auth;
}

export function catalogueRoutes(deps: CatalogueRouteDeps): FastifyPluginAsyncZod {
  const { auth, problems } = deps;

  return async (app) => {
    // Problem packages as zips (docs/problem-format.md): raw `application/zip` bodies.
    app.addContentTypeParser(
      'application/zip',
      { parseAs: 'buffer', bodyLimit: PROBLEM_PACKAGE_ZIP_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/import',
      {
        onRequest: auth.requireAdmin,
        bodyLimit: PROBLEM_PACKAGE_ZIP_LIMIT_BYTES,
        schema: {
          tags,
          description:
            'Upload a zip of one or more problem packages (Content-Type: application/zip).',
          response: {
            200: problemImportResultSchema,
          },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Upload the zip with Content-Type: application/zip',
          );
        }
        const imported = await importUploadedZip(deps, request.body);
        return { message: `Imported ${imported.length} problem(s)`, imported };
      },
    );

    app.get(
      '/export/:id',
      {
        onRequest: auth.requireAdmin,
        schema: {
          tags,
          description:
            'Download a problem as a zip of its package: ours, or with ?format=kattis a Kattis / ICPC (2023-07-draft) package.',
          params: problemIdParamsSchema,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const row = await problems.findById(request.params.id);
        if (!row) throw notFound('Problem not found');
        const tests = await problems.findTests(row.id, true);
        const { slug, zip } =
          request.query.format === 'kattis'
            ? kattisZip(row, tests)
            : await zipProblemPackage(row, tests);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${slug}.zip"`)
          .send(Buffer.from(zip));
      },
    );
  };
}

function kattisZip(row: ProblemRow, tests: ProblemTests) {
  const slug = row.slug ?? slugify(row.title);
  try {
    return { slug, zip: zipKattisPackage(row, tests, slug) };
  } catch (error) {
    // 409: the problem is fine, but the format cannot carry it.
    if (error instanceof KattisExportRefused) throw new AppError('CONFLICT', error.message);
    throw error;
  }
}
