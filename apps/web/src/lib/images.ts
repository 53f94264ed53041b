import { api } from "./api";

/** PUT /api/storage/image: the stored, re-encoded picture's URL (the account's and resumes' pictures). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  return (await api<{ data: string }>("/storage/image", { method: "PUT", body: form })).data;
}

/** The image types the picture upload offers (the server re-encodes what it accepts). */
export const pictureTypes = "image/png,image/jpeg,image/webp,image/gif,image/avif";
