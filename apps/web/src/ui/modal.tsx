import './modal.css';
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  size?: 'small' | 'large';
  role?: 'dialog' | 'alertdialog';
}

/** A react-aria modal dialog: focus stays inside, Escape closes, focus returns to what opened it. */
export function Modal({ title, isOpen, onOpenChange, children, size = 'small', role = 'dialog' }: ModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <AriaModal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog" role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
