import { Image, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TestId } from '@clinicall/shared/test-ids';

const QR_SIZE = 176;

/** The library loads with the first QR code shown, not with the app. */
async function qrSvg(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** G21, G28: the code the patient scans with the partner's app; `text` is the partner's (rpmQrText). */
export function PartnerQrCode({ text, caption }: { text: string; caption: string }) {
  const image = useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => qrSvg(text),
    staleTime: Infinity,
  });
  return (
    <Stack gap="xs" align="center" data-testid={TestId.rpmSignupQrCode} data-qr-text={text}>
      {image.data === undefined ? (
        <Skeleton w={QR_SIZE} h={QR_SIZE} aria-label="Loading the QR code" />
      ) : (
        <Image
          src={image.data}
          w={QR_SIZE}
          h={QR_SIZE}
          alt="QR code for the patient to scan"
          style={{ imageRendering: 'pixelated' }}
        />
      )}
      <Text size="sm" c="dimmed" ta="center" maw={280}>
        {caption}
      </Text>
    </Stack>
  );
}
