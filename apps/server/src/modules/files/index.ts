export {
  deleteFile,
  fileIdFromPath,
  fileOwner,
  storeImage,
  UPLOAD_PREFIX,
} from './files.service';
export { readMultipart, readMultipartFiles } from './multipart';
