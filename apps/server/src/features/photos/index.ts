export { photosRoutes } from './photos.routes';
export { VariantAccess } from './variant-access';
export { photoRefsColumn } from './photos.repository';
export {
  deletePhotosOfDeletedUser,
  photosExportSection,
  unattachedPhotoSweep,
} from './photos-lifecycle';
export {
  attachPhotos,
  avatarsOf,
  setAvatar,
  copyProductPhotosToOffer,
  photoRefsOf,
  toPhotoRef,
  withPhotos,
  type PhotoOwner,
  type PhotoOwnerKind,
} from './photos.service';
