import type { Resume } from "@sira/schema/api";
import {
  type AcceptTailorResponse,
  acceptTailorResponseSchema,
  type RewriteTailorResponse,
  rewriteTailorResponseSchema,
  type TailorChangeInput,
  type TailorState,
  tailorStateSchema,
} from "@sira/schema/tailor-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { refreshBalance } from "../../lib/balance";

export const tailorKey = (applicationId: string) => ["tailor", applicationId] as const;

/** The copy's score and offline proposals (GET /api/tailor/:applicationId); free. */
export function useTailorState(applicationId: string, resumeVersion: number | undefined) {
  return useQuery({
    queryKey: [...tailorKey(applicationId), resumeVersion],
    queryFn: (): Promise<TailorState> => api(`/tailor/${applicationId}`, { schema: tailorStateSchema }),
    enabled: resumeVersion !== undefined,
    placeholderData: (previous) => previous,
  });
}

export const acceptTailorChange = (
  applicationId: string,
  body: { change: TailorChangeInput; version: number },
): Promise<AcceptTailorResponse> =>
  api(`/tailor/${applicationId}/accept`, { method: "POST", body, schema: acceptTailorResponseSchema });

export const rewriteForJob = (applicationId: string): Promise<RewriteTailorResponse> =>
  api(`/tailor/${applicationId}/rewrite`, { method: "POST", schema: rewriteTailorResponseSchema }).finally(
    () => void refreshBalance(),
  );

export type { Resume };
