/**
 * The reworked resume (issue 25): `GET /api/resumes/{id}/rework/` (JSON) and `GET /api/resumes/{id}/rework/docx/`
 * (the editable document) for the owner of a paid analysis; `GET /api/rework/demo/` and `/api/rework/demo/docx/` for
 * the home page's sample.
 */
import { Hono } from "hono";
import type { ReworkedResume } from "../../shared/schemas/rework";
import { aiTimeoutMs, selectAiProvider } from "../providers/ai/select";
import demoRework from "../rework/demo-rework.json";
import { DOCX_CONTENT_TYPE, reworkToDocx } from "../rework/docx";
import { reworkOfResume } from "../services/reworks";
import type { AppEnv } from "../types";
import { validResumeId } from "./resume-id";

/** A file name in the person's language: «Резюме — Анна Кузнецова.docx», ASCII fallback for old clients. */
function attachment(rework: ReworkedResume): string {
  const base = `${rework.language === "ru" ? "Резюме" : "Resume"}${rework.name ? ` — ${rework.name}` : ""}.docx`;
  return `attachment; filename="resume.docx"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

async function docxResponse(rework: ReworkedResume): Promise<Response> {
  return new Response(await reworkToDocx(rework), {
    headers: {
      "Content-Type": DOCX_CONTENT_TYPE,
      "Content-Disposition": attachment(rework),
      "Cache-Control": "private, no-store",
    },
  });
}

const polishDeps = (env: AppEnv["Bindings"]) => ({ provider: selectAiProvider(env), timeoutMs: aiTimeoutMs(env) });

export const resumeReworkRoutes = new Hono<AppEnv>()
  .get("/:id/rework/", validResumeId, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await reworkOfResume(c.var.db, polishDeps(c.env), c.var.actor, c.req.valid("param").id), 200);
  })
  .get("/:id/rework/docx/", validResumeId, async (c) =>
    docxResponse(await reworkOfResume(c.var.db, polishDeps(c.env), c.var.actor, c.req.valid("param").id)),
  );

export const demoReworkRoutes = new Hono<AppEnv>()
  .get("/demo/", (c) => c.json(demoRework as ReworkedResume, 200))
  .get("/demo/docx/", () => docxResponse(demoRework as ReworkedResume));
