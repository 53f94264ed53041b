// What other modules may use of user (modules/README.md): stored pictures, as the resume,
// print and share modules read them.
export {
  isAcceptedRaster,
  rasterPictureAsPng,
  readPicture,
  type StoredPicture,
  storedPictureOf,
} from "./picture.service";
