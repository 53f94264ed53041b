import { UploadSimple } from "@phosphor-icons/react";
import { useId, useRef, useState } from "react";
import { toastError } from "../lib/errors";
import { pictureTypes, uploadImage } from "../lib/images";
import { type ButtonSize, buttonClass } from "./ui/button";

/**
 * A picture chosen on the device, stored by the server (`PUT /api/storage/image`, re-encoded):
 * a file input styled as a button, busy while it uploads; `onUploaded` gets the stored URL, a
 * failure is a toast. The account's picture (Settings) and the resume's (builder) use it.
 */
export function PictureUploadButton({
  label,
  busyLabel,
  size,
  onUploaded,
}: {
  label: string;
  busyLabel: string;
  size: ButtonSize;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (error) {
      toastError(error);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={pictureTypes}
        className="peer sr-only"
        id={id}
        disabled={uploading}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <label
        htmlFor={id}
        className={`${buttonClass("secondary", size)} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-teal-600`}
        aria-busy={uploading || undefined}
      >
        <UploadSimple aria-hidden />
        {uploading ? busyLabel : label}
      </label>
    </>
  );
}
