/** Chooses one face of the family: a row of chips ("常规 400"), as a radio group. */
import type { FontFaceItem } from "#contract/fonts";

export function faceLabel(face: Pick<FontFaceItem, "styleName" | "styleNameEn" | "weight">): string {
  return `${face.styleName || face.styleNameEn || "常规"} ${face.weight}`;
}

export function FacePicker({
  faces,
  value,
  onChange,
  label,
  testId,
}: {
  faces: FontFaceItem[];
  value: number | undefined;
  onChange: (faceId: number) => void;
  label: string;
  testId?: string;
}) {
  if (faces.length < 2) return null;
  return (
    <div role="radiogroup" aria-label={label} data-testid={testId} className="flex flex-wrap gap-1.5">
      {faces.map((face) => {
        const checked = face.id === value;
        return (
          <button
            key={face.id}
            type="button"
            role="radio"
            aria-checked={checked}
            data-font-id={face.id}
            onClick={() => onChange(face.id)}
            className="h-8 rounded-full border border-stone-200 px-3 text-sm text-stone-600 transition-colors hover:border-stone-400 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 aria-checked:border-stone-900 aria-checked:bg-stone-900 aria-checked:text-white"
          >
            {faceLabel(face)}
          </button>
        );
      })}
    </div>
  );
}
