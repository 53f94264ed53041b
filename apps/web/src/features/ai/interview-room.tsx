import {
  CheckCircle,
  Circle,
  Microphone,
  MicrophoneSlash,
  SpeakerHigh,
  SpeakerSlash,
} from "@phosphor-icons/react";
import {
  type AnswerFeedback,
  type Interview,
  type InterviewReport,
  interviewMaxAttempts,
} from "@sira/schema/ai-api";
import { directionOf } from "@sira/schema/constants";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { toastError } from "../../lib/errors";
import { useAnswerQuestion, useFinishInterview, useInterview, useInterviewHistory } from "./ai-api";
import { ScoreRing } from "./score-ring";
import { canListen, canSpeak, listen, speak, stopSpeaking } from "./speech";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";
const primary =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-50";
const secondary =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
const scoreKeys = ["relevance", "structure", "specifics", "length", "fluency"] as const;

function ScoreBars({ scores }: { scores: AnswerFeedback["scores"] }) {
  const { t } = useTranslation("ai");
  return (
    <dl className="space-y-2">
      {scoreKeys.map((key) => (
        <div key={key} className="grid grid-cols-[10rem_1fr_3rem] items-center gap-3 text-sm">
          <dt className="text-slate-700 dark:text-slate-200">{t(`interview.scores.${key}`)}</dt>
          <dd className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div
              className="h-full rounded-full bg-teal-600"
              style={{ inlineSize: `${Math.round(scores[key] * 100)}%` }}
            />
          </dd>
          <dd className="text-end tabular-nums">
            <bdi dir="ltr">{Math.round(scores[key] * 100)}%</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One list of the per-question review (what was good, what was missing, the outline). */
function ReviewList({
  title,
  items,
  language,
  ordered,
  testId,
}: {
  title: string;
  items: string[];
  language: Interview["language"];
  ordered?: boolean;
  testId: string;
}) {
  if (items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <div data-testid={testId}>
      <h4 className="font-medium text-slate-900 dark:text-white">{title}</h4>
      <List
        className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 ps-6`}
        lang={language}
        dir={directionOf(language)}
      >
        {items.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </List>
    </div>
  );
}

function FeedbackPanel({
  feedback,
  language,
  onRetry,
}: {
  feedback: AnswerFeedback;
  language: Interview["language"];
  /** Clears the draft for another attempt; absent when no attempt is left. */
  onRetry?: () => void;
}) {
  const { t, i18n } = useTranslation("ai");
  const list = new Intl.ListFormat(i18n.language);
  return (
    <section
      aria-label={t("interview.feedback")}
      className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50"
      data-testid="answer-feedback"
    >
      <div className="flex items-center gap-4">
        <ScoreRing score={feedback.scores.overall} label={t("interview.scores.overall")} size={80} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900 dark:text-white">{t("interview.feedback")}</h3>
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {[
              t("interview.countWords", { count: feedback.counts.words }),
              t("interview.countNumbers", { count: feedback.counts.numbers }),
              t("interview.countFillers", { count: feedback.counts.fillers }),
            ].join(" · ")}
          </p>
          {feedback.attempts > 1 && (
            <p className="text-slate-600 text-sm dark:text-slate-300" data-testid="answer-attempt">
              {t("interview.attempt", { n: feedback.attempts })}
            </p>
          )}
          {feedback.fillerWords.length > 0 && (
            <p className="text-slate-600 text-sm dark:text-slate-300">
              {t("interview.fillers", { list: list.format(feedback.fillerWords) })}
            </p>
          )}
        </div>
      </div>
      <ul className="flex flex-wrap gap-3 text-sm">
        {(["situation", "task", "action", "result"] as const).map((part) => (
          <li key={part} className="inline-flex items-center gap-1">
            {feedback.star[part] ? (
              <CheckCircle aria-hidden weight="fill" className="text-emerald-600" />
            ) : (
              <Circle aria-hidden className="text-slate-400" />
            )}
            <span className={feedback.star[part] ? "" : "text-slate-500"}>{t(`interview.star.${part}`)}</span>
          </li>
        ))}
      </ul>
      <ScoreBars scores={feedback.scores} />
      {feedback.review ? (
        <>
          <ReviewList
            title={t("interview.reviewGood")}
            items={feedback.review.good}
            language={language}
            testId="review-good"
          />
          <ReviewList
            title={t("interview.reviewMissing")}
            items={feedback.suggestions}
            language={language}
            testId="review-missing"
          />
          <ReviewList
            title={t("interview.outline")}
            items={feedback.review.outline}
            language={language}
            ordered
            testId="review-outline"
          />
        </>
      ) : (
        <ReviewList
          title={t("interview.suggestions")}
          items={feedback.suggestions}
          language={language}
          testId="review-missing"
        />
      )}
      {onRetry && (
        <button type="button" className={secondary} onClick={onRetry}>
          {t("interview.retry")}
        </button>
      )}
    </section>
  );
}

function Report({ report, language }: { report: InterviewReport; language: Interview["language"] }) {
  const { t } = useTranslation("ai");
  return (
    <section className={`${cardClass} space-y-4`} data-testid="interview-report">
      <div className="flex flex-wrap items-center gap-6">
        <ScoreRing score={report.overall} label={t("interview.scores.overall")} />
        <div>
          <h2 className="font-bold text-xl text-slate-900 dark:text-white">{t("interview.report")}</h2>
          <p className="font-medium text-teal-700 dark:text-teal-400">
            {t(`interview.verdict.${report.verdict}`)}
          </p>
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {t("interview.answered", { answered: report.answered, count: report.total })}
          </p>
        </div>
      </div>
      <p lang={language} dir={directionOf(language)} className="text-slate-700 dark:text-slate-200">
        {report.summary}
      </p>
      <ScoreBars scores={report.scores} />
      {report.strengths.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t("interview.strengths")}</h3>
          <ul className="list-disc ps-6" lang={language} dir={directionOf(language)}>
            {report.strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
      {report.improvements.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t("interview.improvements")}</h3>
          <ul className="list-disc ps-6" lang={language} dir={directionOf(language)}>
            {report.improvements.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** The user's past interviews, newest first, linking to each room. */
export function InterviewHistoryList({ currentId }: { currentId?: string }) {
  const { t, i18n } = useTranslation("ai");
  const { data } = useInterviewHistory();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <section className={cardClass} aria-labelledby="interview-history">
      <h2 id="interview-history" className="mb-3 font-semibold text-slate-900 dark:text-white">
        {t("interview.history")}
      </h2>
      {!data?.length ? (
        <p className="text-slate-500 text-sm">{t("interview.historyEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {data.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              {/* dir="auto": an English title in the Arabic UI is cut at its own end, not its start. */}
              <Link
                to={`/interview/${item.id}`}
                aria-current={item.id === currentId ? "page" : undefined}
                dir="auto"
                className="min-w-0 truncate text-teal-700 hover:underline aria-[current=page]:font-semibold dark:text-teal-400"
              >
                {/* No <bdi> inside: dir="auto" skips bdi contents and would fall back to ltr for Arabic. */}
                {item.jobTitle}
              </Link>
              <span className="shrink-0 text-slate-500 text-xs">
                {item.overall === null ? t("interview.inProgress") : `${Math.round(item.overall * 100)}%`} ·{" "}
                {dates.format(new Date(item.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Room({ interview }: { interview: Interview }) {
  const { t } = useTranslation("ai");
  const answered = new Map(interview.answers.map((a) => [a.index, a]));
  const firstOpen = interview.questions.findIndex((_, i) => !answered.has(i));
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [draft, setDraft] = useState(answered.get(index)?.answer ?? "");
  const [speaking, setSpeaking] = useState(false);
  const [recording, setRecording] = useState(false);
  const stopRecording = useRef<(() => void) | null>(null);
  const answerId = useId();
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const answer = useAnswerQuestion(interview.id);
  const finish = useFinishInterview(interview.id);
  const question = interview.questions[index];
  const feedback = answered.get(index);
  const dir = directionOf(interview.language);
  const questionText = question?.text;
  const finished = Boolean(interview.report);

  // Read each new question aloud where the browser can (spec: the room reads questions).
  useEffect(() => {
    if (!questionText || finished) return;
    if (canSpeak()) {
      setSpeaking(true);
      speak(questionText, interview.language, () => setSpeaking(false));
    }
    return () => {
      stopSpeaking();
      stopRecording.current?.();
    };
  }, [questionText, interview.language, finished]);

  if (interview.report) return <Report report={interview.report} language={interview.language} />;
  if (!question) return null;

  const goTo = (next: number) => {
    setIndex(next);
    setDraft(answered.get(next)?.answer ?? "");
  };
  const handleSpeak = () => {
    if (speaking) {
      stopSpeaking();
      setSpeaking(false);
    } else {
      setSpeaking(true);
      speak(question.text, interview.language, () => setSpeaking(false));
    }
  };
  const handleRecord = () => {
    if (recording) {
      stopRecording.current?.();
      return;
    }
    stopSpeaking();
    setRecording(true);
    stopRecording.current = listen(
      interview.language,
      (text) => setDraft((current) => (current ? `${current} ${text}` : text)),
      () => {
        setRecording(false);
        stopRecording.current = null;
      },
    );
  };
  // A question answered before is answered again through the retry route (free, counted).
  const handleSubmit = () =>
    answer.mutate(
      { index, answer: draft, retry: Boolean(feedback) },
      { onError: (error) => toastError(error) },
    );
  const handleRetry = () => {
    setDraft("");
    answerRef.current?.focus();
  };

  return (
    <section className={`${cardClass} space-y-4`}>
      <p className="text-slate-500 text-sm">
        {t("interview.questionOf", { n: index + 1, total: interview.questions.length })}
      </p>
      <div className="flex items-start gap-3">
        <p
          lang={interview.language}
          dir={dir}
          className="min-w-0 flex-1 font-medium text-lg text-slate-900 dark:text-white"
          data-testid="interview-question"
        >
          {question.text}
        </p>
        {canSpeak() && (
          <button type="button" className={secondary} onClick={handleSpeak} aria-pressed={speaking}>
            {speaking ? <SpeakerSlash aria-hidden /> : <SpeakerHigh aria-hidden />}
            <span className="sr-only sm:not-sr-only">
              {t(speaking ? "interview.stopListening" : "interview.listen")}
            </span>
          </button>
        )}
      </div>
      <div>
        <label htmlFor={answerId} className="mb-1 block font-medium text-slate-800 dark:text-slate-100">
          {t("interview.answerLabel")}
        </label>
        <textarea
          ref={answerRef}
          id={answerId}
          lang={interview.language}
          dir={dir}
          rows={7}
          value={draft}
          placeholder={t("interview.answerPlaceholder")}
          onChange={(event) => setDraft(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        />
        <p aria-live="polite" className="mt-1 text-slate-500 text-sm">
          {recording ? t("interview.recording") : canListen() ? "" : t("interview.noVoice")}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {canListen() && (
          <button type="button" className={secondary} onClick={handleRecord} aria-pressed={recording}>
            {recording ? <MicrophoneSlash aria-hidden /> : <Microphone aria-hidden />}
            {t(recording ? "interview.stopRecording" : "interview.record")}
          </button>
        )}
        <button
          type="button"
          className={primary}
          disabled={!draft.trim() || answer.isPending}
          onClick={handleSubmit}
        >
          {answer.isPending ? t("interview.submitting") : t("interview.submitAnswer")}
        </button>
      </div>
      {feedback && (
        <FeedbackPanel
          feedback={feedback}
          language={interview.language}
          {...(feedback.attempts < interviewMaxAttempts ? { onRetry: handleRetry } : {})}
        />
      )}
      <div className="flex flex-wrap justify-between gap-3 border-slate-100 border-t pt-4 dark:border-slate-800">
        <div className="flex gap-2">
          <button type="button" className={secondary} disabled={index === 0} onClick={() => goTo(index - 1)}>
            {t("interview.previous")}
          </button>
          <button
            type="button"
            className={secondary}
            disabled={index >= interview.questions.length - 1}
            onClick={() => goTo(index + 1)}
          >
            {t("interview.next")}
          </button>
        </div>
        <button
          type="button"
          className={primary}
          disabled={interview.answers.length === 0 || finish.isPending}
          onClick={() => finish.mutate(undefined, { onError: (error) => toastError(error) })}
        >
          {finish.isPending ? t("interview.finishing") : t("interview.finish")}
        </button>
      </div>
    </section>
  );
}

/**
 * The interview room /interview/:id: reads each question aloud where the browser can, takes the
 * answer by voice (where available) or typing, shows per-answer feedback on observable things,
 * and the final report; the user's interview history beside it.
 */
export function InterviewRoomPage() {
  const { t } = useTranslation("ai");
  const { id = "" } = useParams();
  const { data, isPending, isError } = useInterview(id);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-4">
        <header>
          <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("interview.title")}</h1>
          {data && (
            <p className="text-slate-600 dark:text-slate-300">
              <bdi>{data.jobTitle}</bdi>
            </p>
          )}
        </header>
        {isPending && <div className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />}
        {isError && <p className="text-red-700 dark:text-red-400">{t("interview.loadFailed")}</p>}
        {data && <Room key={data.id} interview={data} />}
      </div>
      <aside>
        <InterviewHistoryList currentId={id} />
      </aside>
    </div>
  );
}
