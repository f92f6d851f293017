/**
 * zod and the shared response schemas weigh about 24 KB gzipped. They are needed only once an API answer has to be
 * checked, so they load on first use instead of with the home route (its initial JS budget is 120 KB).
 */
export function loadResponseSchemas() {
  return Promise.all([import("../../shared/schemas/resume"), import("../../shared/schemas/analysis")]).then(
    ([resume, analysis]) => ({
      resumeResponseSchema: resume.resumeResponseSchema,
      analysisResultSchema: analysis.analysisResultSchema,
    }),
  );
}
