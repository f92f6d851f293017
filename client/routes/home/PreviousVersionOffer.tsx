/**
 * After an analysis, a signed-in person with an earlier analysed resume is offered «Сравнить с предыдущей версией»
 * (issue 16): the earlier one with the same file name if there is one, else the latest earlier one. A page-level
 * composition: the history call and the comparison view belong to the profile feature.
 */
import { useEffect, useState } from "react";
import type { ResumeListItem } from "../../../shared/schemas/resume";
import { fetchHistory } from "../../features/profile/api";
import { VersionComparison } from "../../features/profile/VersionComparison";

/** "Резюме v2.pdf" and "резюме.docx" name the same resume: the name without extension, digits and version marks. */
const baseName = (filename: string) =>
  filename
    .toLowerCase()
    .replace(/\.[a-z0-9]{2,4}$/u, "")
    .replace(/[\s_-]*(?:v|вер\.?|версия)?[\s_-]*\d+$/u, "")
    .trim();

export function pickPreviousVersion(items: readonly ResumeListItem[], resumeId: string): ResumeListItem | null {
  const current = items.find((item) => item.id === resumeId);
  if (!current) return null;
  const earlier = items.filter(
    (item) => item.id !== resumeId && item.analysis_status === "done" && item.created_at < current.created_at,
  );
  return earlier.find((item) => baseName(item.filename) === baseName(current.filename)) ?? earlier[0] ?? null;
}

export function PreviousVersionOffer({ resumeId, userId }: { resumeId: string; userId: string }) {
  const [previous, setPrevious] = useState<ResumeListItem | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let active = true;
    fetchHistory(userId)
      .then((items) => active && setPrevious(pickPreviousVersion(items, resumeId)))
      .catch(() => undefined); // an offer, not a feature of its own: no history, no offer
    return () => {
      active = false;
    };
  }, [resumeId, userId]);

  if (!previous) return null;
  return (
    <section className="card version-offer" aria-label="Сравнение версий резюме" data-testid="previous-version-offer">
      <button type="button" className="btn btn--outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        Сравнить с предыдущей версией
      </button>
      {open && <VersionComparison resumeId={resumeId} otherId={previous.id} />}
    </section>
  );
}
