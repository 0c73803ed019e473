import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { mediaUrl } from '../../api/media-url';

/** The avatar's round button, the same before and after its menu's code has arrived. */
export const AvatarButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { avatar: string }>(
  function AvatarButton({ avatar, ...rest }, ref) {
    return (
      <button ref={ref} type="button" className="ml-1 size-8 overflow-hidden rounded-full border border-line" {...rest}>
        <img src={mediaUrl(avatar)} alt="" className="size-full object-cover" />
      </button>
    );
  },
);
