/** The result's sections in the spec's order (section 2, "Result sections"); optional ones vanish when absent. */
import type { ReactNode } from "react";
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { formatYears } from "../../lib/format";
import { marketRelevanceText } from "./report";
import { ScoreChip } from "./ScoreSummary";

function Section({ id, title, score, children }: { id: string; title: string; score?: number; children: ReactNode }) {
  return (
    <section className={`result-section result-section--${id}`} aria-labelledby={`result-${id}`} data-testid={`section-${id}`}>
      <h3 id={`result-${id}`}>
        {title} <ScoreChip score={score} />
      </h3>
      {children}
    </section>
  );
}

/** Stable keys for strings that may repeat: the text itself, with its occurrence number from the second one on. */
function withKeys(items: string[]): { item: string; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item) ?? 0;
    seen.set(item, count + 1);
    return { item, key: count === 0 ? item : `${item}#${count}` };
  });
}

function Items({ items, numbered = false }: { items: string[]; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="result-list">
      {withKeys(items).map(({ item, key }) => (
        <li key={key}>{item}</li>
      ))}
    </List>
  );
}

function Tags({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="tags" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="tag">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ResultSections({ analysis: a }: { analysis: AnalysisResult }) {
  const market = marketRelevanceText(a.market_relevance);
  const experience = a.experience_analysis;
  const education = a.education_analysis;
  const competitiveness = a.competitiveness;
  return (
    <>
      {a.strengths.length > 0 && (
        <Section id="strengths" title="Сильные стороны">
          <Items items={a.strengths} />
        </Section>
      )}
      {a.weaknesses.length > 0 && (
        <Section id="weaknesses" title="Слабые стороны">
          <Items items={a.weaknesses} />
        </Section>
      )}
      {a.recommendations.length > 0 && (
        <Section id="recommendations" title="Рекомендации">
          <Items items={a.recommendations} numbered />
        </Section>
      )}
      {a.key_skills.length > 0 && (
        <Section id="skills" title="Ключевые навыки">
          <Tags items={a.key_skills} label="Ключевые навыки" />
        </Section>
      )}
      <Section id="market" title="Соответствие требованиям рынка" score={market.score}>
        <p>{market.description}</p>
      </Section>
      {a.general_impression.trim() && (
        <Section id="impression" title="Общее впечатление">
          <p>{a.general_impression}</p>
        </Section>
      )}
      {experience && (
        <Section id="experience" title="Опыт работы" score={experience.relevance_score}>
          <p>{experience.description}</p>
          {experience.years !== undefined && <p className="result-fact">Стаж: {formatYears(experience.years)}</p>}
          {experience.highlights.length > 0 && <Items items={experience.highlights} />}
        </Section>
      )}
      {education && (
        <Section id="education" title="Образование" score={education.relevance_score}>
          <p>{education.description}</p>
          {education.recommendations.length > 0 && <Items items={education.recommendations} />}
        </Section>
      )}
      {a.skill_gap_analysis && a.skill_gap_analysis.length > 0 && (
        <Section id="skill-gaps" title="Каких навыков не хватает">
          <Items items={a.skill_gap_analysis} />
        </Section>
      )}
      {a.industry_fit && (
        <Section id="industry" title="Подходящие отрасли">
          <p>{a.industry_fit.description}</p>
          {a.industry_fit.industries.length > 0 && <Tags items={a.industry_fit.industries} label="Отрасли" />}
        </Section>
      )}
      {competitiveness && (
        <Section id="competitiveness" title="Конкурентоспособность" score={competitiveness.score}>
          <p>{competitiveness.description}</p>
          {competitiveness.market_comparison && <p className="result-fact">{competitiveness.market_comparison}</p>}
          <div className="pros-cons">
            {competitiveness.advantages.length > 0 && (
              <div>
                <h4>Преимущества</h4>
                <Items items={competitiveness.advantages} />
              </div>
            )}
            {competitiveness.disadvantages.length > 0 && (
              <div>
                <h4>Недостатки</h4>
                <Items items={competitiveness.disadvantages} />
              </div>
            )}
          </div>
        </Section>
      )}
      {a.career_progression_suggestions && a.career_progression_suggestions.length > 0 && (
        <Section id="career" title="Карьерный рост">
          <Items items={a.career_progression_suggestions} />
        </Section>
      )}
      {a.ats_compatibility_score !== undefined && (
        <Section id="ats" title="Совместимость с ATS" score={a.ats_compatibility_score}>
          <p>
            Насколько легко резюме прочитают автоматические системы отбора кандидатов (ATS), которыми пользуются
            работодатели и hh.ru.
          </p>
        </Section>
      )}
    </>
  );
}
