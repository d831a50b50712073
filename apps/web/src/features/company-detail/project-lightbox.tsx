/** The lightbox of a project's photos: loaded with its code and styles when a photo is first opened. */
import { PUBLIC_TEXTS } from '@cimenta/shared';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

const T = PUBLIC_TEXTS.company;

type Props = { title: string; images: string[]; index: number; onClose: () => void };

export default function ProjectLightbox({ title, images, index, onClose }: Props) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={images.map((src, i) => ({ src, alt: T.projectPhoto(title, i + 1, images.length) }))}
      labels={T.lightbox}
      // One photo: no arrows, no wrapping around.
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
      styles={{ container: { backgroundColor: 'rgba(0, 0, 0, 0.92)' } }}
    />
  );
}
