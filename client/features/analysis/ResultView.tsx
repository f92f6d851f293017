/**
 * Home state 3 (spec section 2): the analysis with its actions. Loaded lazily, so the home page's first chunk
 * carries only the uploader. In raw-text mode only the notice, the text, TXT download and share are shown.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { producerLine } from "../../../shared/analysis-claims";
import type { AnalysisResult } from "../../../shared/schemas/analysis";
import { useSiteConfig } from "../../lib/site-config";
import { CriteriaList } from "./CriteriaList";
import { ResultSections } from "./ResultSections";
import {
  buildJson,
  buildTelegramShareUrl,
  buildTextReport,
  downloadText,
  isRawOnly,
  JSON_FILENAME,
  RAW_NOTICE,
  TXT_FILENAME,
} from "./report";
import { ScoreByGroup } from "./ScoreByGroup";
import { ScoreSummary } from "./ScoreSummary";
import "./analysis.css";

export interface ResultViewProps {
  analysis: AnalysisResult;
  onUploadAnother: () => void;
  /** Above the result, e.g. the demo's sample-resume card. */
  header?: ReactNode;
  /** The cover-letter block (features/cover-letter, composed by the page); the demo passes nothing. */
  coverLetterSlot?: ReactNode;
  /** The rating form (features/rating, composed by the page), or the demo's sample rating. */
  ratingSlot?: ReactNode;
}

export default function ResultView({
  analysis,
  onUploadAnother,
  header,
  coverLetterSlot,
  ratingSlot,
}: ResultViewProps) {
  const { siteName } = useSiteConfig();
  const siteUrl = window.location.origin;
  const raw = isRawOnly(analysis);
  const title = useRef<HTMLHeadingElement>(null);
  // The result replaces the progress view: move focus (and the screen) to it so keyboard and screen-reader users follow.
  useEffect(() => title.current?.focus(), []);
  return (
    <article className="result" data-testid="analysis-result" aria-labelledby="result-title">
      {header}
      <div className="card result__card">
        <h2 id="result-title" ref={title} tabIndex={-1} className="result__title">
          Результат анализа
        </h2>
        {producerLine(analysis.produced_by) && (
          <p className="result__producer" data-testid="analysis-producer">
            {producerLine(analysis.produced_by)}
          </p>
        )}
        {/* Near the top, in the flow: a bar stuck to the bottom of a phone's screen covered a fifth of it all the way
            down a long result (issue 24); here the downloads are one tap away after the score without covering it. */}
        <fieldset className="actions result__actions" aria-label="Действия с результатом">
          <button
            type="button"
            className="btn btn--outline btn--small"
            data-testid="download-txt"
            onClick={() => downloadText(TXT_FILENAME, buildTextReport(analysis, siteName, siteUrl), "text/plain")}
          >
            Скачать TXT
          </button>
          {!raw && (
            <button
              type="button"
              className="btn btn--outline btn--small"
              data-testid="download-json"
              onClick={() => downloadText(JSON_FILENAME, buildJson(analysis), "application/json")}
            >
              Скачать JSON
            </button>
          )}
          <a
            className="btn btn--outline btn--small"
            data-testid="share-telegram"
            href={buildTelegramShareUrl(analysis, siteName, siteUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Поделиться в Telegram
          </a>
        </fieldset>
        {raw ? (
          <>
            <p className="result__raw-notice" role="note" data-testid="raw-notice">
              {RAW_NOTICE}
            </p>
            <pre className="result__raw" data-testid="raw-analysis">
              {analysis.raw_analysis}
            </pre>
          </>
        ) : (
          <>
            <ScoreSummary score={analysis.overall_score} />
            {analysis.criteria && analysis.criteria.length > 0 && <ScoreByGroup criteria={analysis.criteria} />}
            <ResultSections analysis={analysis} />
            {analysis.criteria && analysis.criteria.length > 0 && <CriteriaList criteria={analysis.criteria} />}
          </>
        )}
      </div>
      {/* Cover-letter block (spec section 2, "Cover letter block"); not in the demo. */}
      {coverLetterSlot}
      {/* Rating form (spec section 4, "Rating"); the demo shows it disabled with a sample rating. */}
      {ratingSlot}
      <div className="result__again">
        <button type="button" className="btn btn--primary" onClick={onUploadAnother} data-testid="upload-another">
          Загрузить другое резюме
        </button>
      </div>
    </article>
  );
}
