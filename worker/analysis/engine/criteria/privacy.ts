/** Personal data that does not belong in a resume. */
import { PERSONAL_DATA_LABELS } from "../personal";
import { cleanPhrase } from "../quotes";
import type { PersonalDataHit } from "../types";
import { boardFor, type Country, marketOf } from "./region";
import type { Criterion } from "./types";

const CATEGORY = "Личные данные";

function hitsOf(kinds: readonly PersonalDataHit["kind"][], hits: readonly PersonalDataHit[]): PersonalDataHit[] {
  // A journal's ISSN, a DOI or an ISBN in a publication list is no personal document.
  return hits.filter((h) => kinds.includes(h.kind) && !/\b(?:issn|isbn|doi)\b/iu.test(h.sample));
}

/** The words around a hit, as a whole phrase where one can be cut (no «…К св»). */
function sampleOf(hit: PersonalDataHit | undefined): string {
  // The sample is a window of text: a sentence's few first letters after its end («… Рязань. К св») go.
  const window = hit?.sample ?? "";
  // A sentence ends after a word, not after an abbreviation («2001 г.р., г. Москва» is one phrase).
  const end = Math.max(-1, ...[...window.matchAll(/\p{L}{3}\.\s/gu)].map((m) => m.index + m[0].length - 2));
  const sample = end > 0 && window.length - end < 14 ? window.slice(0, end) : window;
  return (cleanPhrase(sample, 60) ?? sample.replace(/^\S*\s|\s\S*$/gu, "").trim()).replace(/[.;,:]+$/u, "");
}

export const privacyCriteria: readonly Criterion[] = [
  {
    id: "privacy.documents",
    title: "Нет паспорта, СНИЛС, ИНН",
    category: CATEGORY,
    weight: 3,
    description: "В резюме нет номеров документов: резюме проходит через десятки почтовых ящиков.",
    evaluate: ({ facts }) => {
      const hits = hitsOf(["passport", "snils_inn"], facts.personalData);
      return hits.length
        ? {
            score: 0,
            finding: `Найдены данные документов: ${hits.map((h) => PERSONAL_DATA_LABELS[h.kind]).join(", ")} («${sampleOf(hits[0])}»).`,
            fix: "Немедленно удали номера паспорта, СНИЛС и ИНН. Их запрашивают только при оформлении на работу, а в резюме они открывают дорогу мошенникам.",
          }
        : { score: 1, finding: "Номеров документов в резюме нет." };
    },
  },
  {
    id: "privacy.family",
    title: "Без семейного положения и детей",
    category: CATEGORY,
    weight: 1,
    description: "Семейное положение и дети не влияют на профессиональные качества.",
    evaluate: ({ facts }) => {
      const hits = hitsOf(["marital", "children"], facts.personalData);
      if (hits.length && westernMarket(facts))
        return {
          score: 0.3,
          finding: `Указано: ${hits.map((h) => PERSONAL_DATA_LABELS[h.kind]).join(", ")} («${sampleOf(hits[0])}»).`,
          fix: "Убери семейное положение и детей: в резюме для США, Великобритании и ЕС их не пишут — из-за законов против дискриминации такое резюме могут отложить, не читая.",
        };
      return hits.length
        ? {
            score: 0.5,
            finding: `Указано: ${hits.map((h) => PERSONAL_DATA_LABELS[h.kind]).join(", ")}.`,
            fix: "Убери семейное положение и сведения о детях: это не относится к работе и может стать поводом для неявной дискриминации. Освободившееся место отдай достижениям.",
          }
        : { score: 1, finding: "Сведений о семье нет — хорошо." };
    },
  },
  {
    id: "privacy.birth",
    title: "Дата рождения и возраст",
    category: CATEGORY,
    weight: 1,
    description: "Дата рождения и возраст необязательны; в англоязычных резюме их не пишут.",
    evaluate: ({ facts, candidate }) => {
      const hit = hitsOf(["birth"], facts.personalData)[0];
      if (!hit) return { score: 1, finding: "Дата рождения и возраст не указаны." };
      return westernMarket(facts)
        ? {
            score: 0.3,
            finding: `Указаны дата рождения или возраст («${sampleOf(hit)}»).`,
            fix: "Удали дату рождения и возраст: в англоязычных резюме их не пишут, а в ряде стран это прямо не рекомендуется из-за законов против дискриминации.",
          }
        : {
            score: 0.7,
            finding: `Указаны дата рождения или возраст («${sampleOf(hit)}»).`,
            // Only an export fills the age in by itself (decision 675): a file the person made has it because they wrote it.
            fix: ageAdvice(facts.hhExport ? boardFor(facts, candidate) : null),
          };
    },
  },
  {
    id: "privacy.sensitive",
    title: "Без национальности, религии, здоровья",
    category: CATEGORY,
    weight: 2,
    description: "Нет чувствительных данных: национальность, вероисповедание, состояние здоровья.",
    evaluate: ({ facts }) => {
      const hits = hitsOf(["nationality", "religion", "health"], facts.personalData);
      const citizenship = hitsOf(["citizenship"], facts.personalData)[0];
      // Citizenship alone is what some vacancies ask (a work permit; hh.ru's export writes it): said, with when to
      // keep it, outside the score — never "нет чувствительных данных" beside it (decision 515).
      if (!hits.length && citizenship)
        return {
          score: 1,
          status: "info",
          finding: `Указано гражданство («${sampleOf(citizenship)}»).`,
          fix: "Гражданство оставь, только если от него зависит разрешение на работу или вакансия прямо его спрашивает; иначе убери — оно не говорит о твоей квалификации.",
        };
      return hits.length
        ? {
            score: 0.2,
            finding: `Указаны чувствительные данные: ${[...hits, ...(citizenship ? [citizenship] : [])].map((h) => PERSONAL_DATA_LABELS[h.kind]).join(", ")}.`,
            fix: "Удали национальность, вероисповедание и сведения о здоровье: работодатель не вправе учитывать их при найме, а в резюме они только отвлекают.",
          }
        : { score: 1, finding: "Чувствительных личных данных нет." };
    },
  },
  {
    id: "privacy.photo",
    title: "Фото",
    category: CATEGORY,
    weight: 1,
    description: "Фото уместно в русскоязычном резюме (деловое), в англоязычном — лучше без него.",
    evaluate: ({ facts }) => {
      const hit = hitsOf(["photo"], facts.personalData)[0];
      if (!hit) return { score: 1, finding: "Фото в тексте не упоминается.", status: "info" };
      return westernMarket(facts)
        ? {
            score: 0.4,
            finding: "В резюме упоминается фото.",
            fix: "Для англоязычных вакансий убери фото: в США и Великобритании резюме с фото часто отклоняют автоматически, чтобы избежать обвинений в дискриминации.",
          }
        : {
            score: 0.8,
            finding: "В резюме упоминается фото.",
            fix: "Если фото есть, пусть оно будет деловым: нейтральный фон, лицо крупно. Пометку «Фото» в тексте убери.",
          };
    },
  },
];

/**
 * An English résumé for the US, British or EU market (or one whose country the reading does not know): there a date
 * of birth, a photo or a family status is a problem (anti-discrimination law), not a habit of the form as in Russia.
 * An English CV read as written for a market where they are usual (Russia, CIS) keeps the mild note. India and the
 * Gulf, where they are usual too, are not countries the region reader knows yet (region.ts), so they read as unknown.
 */
const PERSONAL_DETAILS_USUAL: ReadonlySet<Country> = new Set<Country>(["ru", "by", "kz", "kg", "uz", "ua", "am", "ge"]);
function westernMarket(facts: Parameters<typeof marketOf>[0]): boolean {
  if (facts.language !== "en") return false;
  const country = marketOf(facts).country;
  return country === null || !PERSONAL_DETAILS_USUAL.has(country);
}

/** The age advice names the person's own job site only where the reading knows their country (decision 410). */
function ageAdvice(board: string | null): string {
  return board
    ? `Возраст можно не указывать: при выгрузке с ${board} он подставляется автоматически, но в файле для прямой отправки его лучше убрать — он не говорит о твоей квалификации.`
    : "Возраст можно не указывать: в файле для отправки его лучше убрать — он не говорит о твоей квалификации.";
}
