export {
  deleteFile,
  fileIdFromPath,
  fileOwner,
  reencodeImage,
  type StoredImage,
  storeImage,
  UPLOAD_PREFIX,
} from './files.service';
export { type MultipartForm, readMultipart } from './multipart';
