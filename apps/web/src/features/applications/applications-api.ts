import {
  type Application,
  type ApplicationDraft,
  type ApplicationStatus,
  applicationDraftSchema,
  applicationSchema,
  type UpdateApplicationRequest,
} from "@sira/schema/application-api";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { applicationListKey, refreshApplications } from "../../lib/applications";
import { toastError } from "../../lib/errors";
import { queryClient } from "../../lib/query-client";

/** The list with one card moved to `status` at `index` (what the board shows before the server answers). */
export function moveInList(
  list: Application[],
  id: string,
  status: ApplicationStatus,
  index: number,
): Application[] {
  const card = list.find((a) => a.id === id);
  if (!card) return list;
  const rest = list.filter((a) => a.id !== id);
  const moved = { ...card, status };
  const column = rest.filter((a) => a.status === status);
  const before = column[index];
  const at = before ? rest.indexOf(before) : rest.length;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** PATCH /api/applications/:id, shown at once on the board and refetched after. */
export function useUpdateApplication() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateApplicationRequest }) =>
      api(`/applications/${id}`, { method: "PATCH", body: changes, schema: applicationSchema }),
    onMutate: ({ id, changes }) => {
      const previous = queryClient.getQueryData<Application[]>(applicationListKey);
      if (previous && changes.status)
        queryClient.setQueryData(
          applicationListKey,
          moveInList(previous, id, changes.status, changes.index ?? 0),
        );
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(applicationListKey, context?.previous);
      toastError(error, { silent: false });
    },
    onSettled: () => refreshApplications(),
  });
}

/** POST /api/applications with a job typed or pasted by hand. */
export function useCreateManualApplication() {
  return useMutation({
    mutationFn: (manual: {
      position: string;
      company: string;
      location: string;
      link: string | null;
      description: string;
    }) => api<Application>("/applications", { method: "POST", body: { manual }, schema: applicationSchema }),
    onSettled: () => refreshApplications(),
  });
}

/** POST /api/applications/draft: a pasted link or text read into the form's fields. */
export function readPosting(pasted: string): Promise<ApplicationDraft> {
  const body = /^https?:\/\/\S+$/i.test(pasted.trim()) ? { url: pasted.trim() } : { text: pasted };
  return api("/applications/draft", { method: "POST", body, schema: applicationDraftSchema });
}

/** DELETE /api/applications/:id. */
export function useDeleteApplication() {
  return useMutation({
    mutationFn: (id: string) => api(`/applications/${id}`, { method: "DELETE" }),
    onError: (error) => toastError(error, { silent: false }),
    onSettled: () => refreshApplications(),
  });
}
