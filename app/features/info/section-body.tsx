/** One section of an information page or agreement: its paragraphs, its points, its links. */
import { AppLink } from "#app/components/app-link";
import type { InfoSection } from "./pages";

export function InfoSectionBody({ section, paragraphClassName = "mb-3 leading-7 text-stone-700" }: { section: InfoSection; paragraphClassName?: string }) {
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i} className={paragraphClassName}>
          {p}
        </p>
      ))}
      {section.list?.length ? (
        <ul className="mb-3 list-disc space-y-1.5 pl-6 leading-7 text-stone-700 marker:text-orange-600">
          {section.list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links?.length ? (
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {section.links.map((link) =>
            /^https?:/.test(link.href) ? (
              <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="text-orange-700 underline underline-offset-2 hover:text-orange-800">
                {link.label}
              </a>
            ) : (
              <AppLink key={link.href} to={link.href} className="text-orange-700 underline underline-offset-2 hover:text-orange-800">
                {link.label}
              </AppLink>
            ),
          )}
        </p>
      ) : null}
    </>
  );
}
