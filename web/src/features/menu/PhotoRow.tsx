import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { useCallToken } from '../session/ScopedSessionProvider';
import { space } from '../../theme/theme';
import { photoProblem, uploadPhoto } from './photos';

interface PhotoProduct {
  id: string;
  name: string;
  photo?: { thumb: string } | null;
}

const StyledPhotoRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space(3)};

  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

/**
 * An item's photo on its card (docs/product.md#item-photos): the thumbnail, a button to choose a picture
 * (uploaded at once, made into its sizes by the server) and one to remove it. What is refused is said here.
 */
export function PhotoRow({ product, reload }: { product: PhotoProduct; reload: () => Promise<unknown> }) {
  const input = useRef<HTMLInputElement>(null);
  const token = useCallToken();
  const [state, setState] = useState<{ busy: 'upload' | 'remove' | null; failure: string | null }>({
    busy: null,
    failure: null,
  });

  const send = async (kind: 'upload' | 'remove', file?: File) => {
    const problem = file ? photoProblem(file) : null;
    if (problem) return setState({ busy: null, failure: problem });
    setState({ busy: kind, failure: null });
    const failure = await uploadPhoto(product.id, token, file ?? null);
    if (!failure) await reload();
    setState({ busy: null, failure });
  };

  return (
    <>
      <StyledPhotoRow>
        {product.photo ? (
          <img src={product.photo.thumb} alt={`Photo of ${product.name}`} width={96} height={72} />
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={`Choose a photo of ${product.name}`}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send('upload', file);
          }}
        />
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={state.busy !== null}
          aria-label={`${product.photo ? 'Change photo' : 'Add photo'}: ${product.name}`}
          onClick={() => input.current?.click()}
        >
          {state.busy === 'upload' ? 'Uploading…' : product.photo ? 'Change photo' : 'Add photo'}
        </StyledButton>
        {product.photo && (
          <StyledButton
            type="button"
            $variant="ghost"
            disabled={state.busy !== null}
            aria-label={`Remove photo: ${product.name}`}
            onClick={() => void send('remove')}
          >
            {state.busy === 'remove' ? 'Removing…' : 'Remove photo'}
          </StyledButton>
        )}
      </StyledPhotoRow>
      {state.failure && <ErrorAlert>{state.failure}</ErrorAlert>}
    </>
  );
}
