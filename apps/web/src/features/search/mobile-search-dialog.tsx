import { PUBLIC_TEXTS } from '@cimenta/shared';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** 'Búsqueda': the searcher as a full-screen dialog on widths of 800 px or less. */
export default function MobileSearchDialog(props: { opened: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={PUBLIC_TEXTS.searcher.mobileTitle} fullScreen zIndex={250}>
      {props.children}
    </Modal>
  );
}
