export { photosRoutes } from './photos.routes';
export {
  attachPhotos,
  copyProductPhotosToOffer,
  photoRefsOf,
  toPhotoRef,
  withPhotos,
  type PhotoOwner,
  type PhotoOwnerKind,
} from './photos.service';
