// client/routes/home/workspace-state.ts: the home workspace's named states and their transitions (decision 250).
import { describe, expect, it } from "vitest";
import {
  INITIAL_WORKSPACE,
  type WorkspaceState,
  workspaceReducer,
  workspaceResumeId,
} from "../../client/routes/home/workspace-state";
import type { ResumeResponse } from "../../shared/schemas/resume";

const resume = (id: string, isPaid = false) => ({ id, is_paid: isPaid }) as ResumeResponse;
const run = (events: Parameters<typeof workspaceReducer>[1][], from: WorkspaceState = INITIAL_WORKSPACE) =>
  events.reduce(workspaceReducer, from);

describe("the resume workspace's states", () => {
  it("loads a resume named by the address and shows it; a failed load returns to the uploader with the error", () => {
    const shown = run([
      { type: "load-started", resumeId: "a" },
      { type: "loaded", resume: resume("a") },
    ]);
    expect(shown).toMatchObject({ name: "resume", resume: { id: "a" }, payment: null });
    expect(workspaceResumeId(shown)).toBe("a");
    expect(
      run([
        { type: "load-started", resumeId: "a" },
        { type: "load-failed", message: "Резюме не найдено" },
      ]),
    ).toEqual({ name: "uploader", error: "Резюме не найдено", afterReset: false });
  });

  it("drops an answer for a load that was replaced, and a load failure after the demo opened", () => {
    const replaced = run([
      { type: "load-started", resumeId: "a" },
      { type: "load-started", resumeId: "b" },
      { type: "loaded", resume: resume("a") },
    ]);
    expect(replaced).toEqual({ name: "loading", resumeId: "b" });
    expect(
      run([{ type: "load-started", resumeId: "a" }, { type: "demo-opened" }, { type: "load-failed", message: "x" }]),
    ).toEqual({
      name: "demo",
    });
  });

  it("opens the payment popup only over a resume; paying closes it and marks the resume paid; reset focuses the uploader", () => {
    expect(run([{ type: "payment-opened", message: null }])).toEqual(INITIAL_WORKSPACE);
    const paying = run([
      { type: "uploaded", resume: resume("a") },
      { type: "payment-opened", message: "Необходимо оплатить" },
    ]);
    expect(paying).toMatchObject({ name: "resume", payment: { message: "Необходимо оплатить" } });
    expect(workspaceReducer(paying, { type: "paid" })).toMatchObject({ payment: null, resume: { is_paid: true } });
    expect(workspaceReducer(paying, { type: "payment-closed" })).toMatchObject({
      payment: null,
      resume: { is_paid: false },
    });
    expect(workspaceReducer(paying, { type: "reset" })).toEqual({ name: "uploader", error: null, afterReset: true });
  });

  it("hands a compared vacancy to the letter form of the resume on screen only", () => {
    const vacancy = { id: "v", company: "Яндекс", position: "QA", vacancy: "…" };
    expect(run([{ type: "vacancy-for-letter", vacancy }])).toEqual(INITIAL_WORKSPACE);
    expect(
      run([
        { type: "uploaded", resume: resume("a") },
        { type: "vacancy-for-letter", vacancy },
      ]),
    ).toMatchObject({
      letterVacancy: vacancy,
    });
  });
});
