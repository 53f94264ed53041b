import { Spinner } from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { fetchPreviewUrl } from "./print-api";

export interface ResumeThumbnailProps {
  resumeId: string;
  /** The resume's last update: a new value asks the server again (its URL changes with the content). */
  updatedAt: string;
  /** Accessible name of the image; empty when the card already names the resume. */
  alt?: string;
  /** Shown when no preview can be made (no printing browser, an error). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * The first page of a resume as an image, for the dashboard cards (GET /resume/print/:id/preview),
 * at the page ratio 1:1.4142, with a spinner until the image has loaded. The image URL carries the
 * content hash and is cached by the browser for good, so an unchanged resume costs no download.
 */
export function ResumeThumbnail({
  resumeId,
  updatedAt,
  alt = "",
  fallback,
  className = "",
}: ResumeThumbnailProps) {
  const preview = useQuery({
    queryKey: ["resume-preview", resumeId, updatedAt],
    queryFn: ({ signal }) => fetchPreviewUrl(resumeId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const url = preview.data?.url;
  const isLoading = preview.isPending || (url !== undefined && loadedUrl !== url);
  return (
    <div
      className={`relative aspect-[1/1.4142] overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800 ${className}`}
      aria-busy={isLoading}
    >
      {preview.isError ? (
        fallback
      ) : url ? (
        <img
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoadedUrl(url)}
          className={`size-full object-cover object-top transition-opacity ${loadedUrl === url ? "" : "opacity-0"}`}
        />
      ) : null}
      {isLoading && !preview.isError && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner aria-hidden className="animate-spin text-2xl text-slate-400" />
        </span>
      )}
    </div>
  );
}
