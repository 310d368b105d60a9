/** A content page's heading and its list of points ("What you get", "What you need"). */
export function Checklist({ title, points }: { title: string; points: string[] }) {
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}
