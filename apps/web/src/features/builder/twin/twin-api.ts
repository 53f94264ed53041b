import { type Resume, resumeSchema } from "@sira/schema/api";
import {
  type ApplyTwinChangesRequest,
  type CreateTwinRequest,
  type TwinTextRequest,
  type TwinWriteResponse,
  twinSyncSchema,
  twinWriteResponseSchema,
} from "@sira/schema/twin-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { refreshBalance } from "../../../lib/balance";
import { queryClient } from "../../../lib/query-client";
import { resumesKey } from "../../../lib/resume-list";

/** The twin calls of docs/api/resumes.md ("Twins"). */

const base = (id: string) => `/resume/${encodeURIComponent(id)}/twin`;
export const twinKey = (id: string) => ["resume-twin", id] as const;

const twinSyncQuery = (id: string) => ({
  queryKey: twinKey(id),
  queryFn: () => api(base(id), { schema: twinSyncSchema }),
});

/** GET /resume/:id/twin: the link, the twin's changes to catch up on, the fields to translate. */
export function useTwinSync(id: string) {
  return useQuery({ ...twinSyncQuery(id), enabled: Boolean(id) });
}

/**
 * The same, read with the resume before the builder shows (issue 39): the twin panel sits above
 * the form, and arriving later it pushed the whole form down. A failure is left to the panel's
 * own query (it shows nothing).
 */
export function prefetchTwinSync(id: string): Promise<void> {
  return queryClient.prefetchQuery(twinSyncQuery(id));
}

async function settled<T>(id: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } finally {
    void queryClient.invalidateQueries({ queryKey: twinKey(id) });
    void queryClient.invalidateQueries({ queryKey: resumesKey });
  }
}

export const createTwin = (id: string, body: CreateTwinRequest): Promise<Resume> =>
  settled(
    id,
    api(base(id), { method: "POST", body, schema: resumeSchema }).finally(() => void refreshBalance()),
  );

export const applyTwinChanges = (id: string, body: ApplyTwinChangesRequest): Promise<TwinWriteResponse> =>
  settled(
    id,
    api(`${base(id)}/apply`, { method: "POST", body, schema: twinWriteResponseSchema }).finally(
      () => void refreshBalance(),
    ),
  );

export const setTwinText = (id: string, body: TwinTextRequest): Promise<TwinWriteResponse> =>
  settled(id, api(`${base(id)}/text`, { method: "PUT", body, schema: twinWriteResponseSchema }));

export const unlinkTwin = (id: string): Promise<Resume> =>
  settled(id, api(base(id), { method: "DELETE", schema: resumeSchema }));
