import {
  type AnswerFeedback,
  answerFeedbackSchema,
  type CreateInterviewRequest,
  createInterviewResponseSchema,
  interviewHistorySchema,
  interviewReportSchema,
  interviewSchema,
  type MatchRequest,
  matchResponseSchema,
  type WritingRequest,
  writingResponseSchema,
} from "@sira/schema/ai-api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { refreshBalance } from "../../lib/balance";
import { queryClient } from "../../lib/query-client";
import { useResumeList } from "../../lib/resume-list";

const interviewsKey = ["interviews"] as const;

/** The user's saved resumes for the compare page's carousel, most recently updated first. */
export const useSavedResumes = useResumeList;

/** POST /api/match; the balance is refetched afterwards, whatever the outcome. */
export function useCompare() {
  return useMutation({
    mutationFn: (body: MatchRequest) => api("/match", { method: "POST", body, schema: matchResponseSchema }),
    onSettled: refreshBalance,
  });
}

/** POST /api/openai (writing help); the balance is refetched afterwards. */
export function useWritingHelp() {
  return useMutation({
    mutationFn: (body: WritingRequest) =>
      api("/openai", { method: "POST", body, schema: writingResponseSchema }),
    onSettled: refreshBalance,
  });
}

/** POST /api/interview; the balance and the history are refetched afterwards. */
export function useCreateInterview() {
  return useMutation({
    mutationFn: (body: CreateInterviewRequest) =>
      api("/interview", { method: "POST", body, schema: createInterviewResponseSchema }),
    onSettled: () =>
      Promise.all([refreshBalance(), queryClient.invalidateQueries({ queryKey: interviewsKey })]),
  });
}

/** GET /api/interview/:id: questions, answers with feedback, report. */
export function useInterview(id: string) {
  return useQuery({
    queryKey: [...interviewsKey, id],
    queryFn: () => api(`/interview/${encodeURIComponent(id)}`, { schema: interviewSchema }),
  });
}

/** GET /api/interview: the user's interview history. */
export function useInterviewHistory() {
  return useQuery({
    queryKey: interviewsKey,
    queryFn: () => api("/interview", { schema: interviewHistorySchema }),
  });
}

/**
 * POST /api/interview/:id/answer (first answer) or /retry (`retry`: a question already answered,
 * free within the interview): per-answer feedback, kept in the cached interview.
 */
export function useAnswerQuestion(id: string) {
  return useMutation({
    mutationFn: ({
      retry,
      ...body
    }: {
      index: number;
      answer: string;
      retry?: boolean;
    }): Promise<AnswerFeedback> =>
      api(`/interview/${encodeURIComponent(id)}/${retry ? "retry" : "answer"}`, {
        method: "POST",
        body,
        schema: answerFeedbackSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...interviewsKey, id] }),
  });
}

/** POST /api/interview/:id/finish: the final report; the interview and history are refetched. */
export function useFinishInterview(id: string) {
  return useMutation({
    mutationFn: () =>
      api(`/interview/${encodeURIComponent(id)}/finish`, { method: "POST", schema: interviewReportSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
