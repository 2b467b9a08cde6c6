import { Controller, useForm } from 'react-hook-form';
import { countRender, install } from './harness';

/** react-hook-form with a `Controller` per field around a plain input, without any UI kit. */
function HookForm({ count }: { count: number }) {
  const { control } = useForm<Record<string, string>>({ mode: 'onChange' });
  return (
    <form>
      <div>
        {Array.from({ length: count }, (_, index) => {
          const name = `field_${index}`;
          return (
            <div className="item" key={name}>
              <label htmlFor={`f-${name}`}>{`Field ${index}`}</label>
              <Controller
                name={name}
                control={control}
                defaultValue=""
                render={({ field }) => {
                  countRender();
                  return (
                    <input
                      id={`f-${name}`}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  );
                }}
              />
            </div>
          );
        })}
      </div>
    </form>
  );
}

install((count) => <HookForm count={count} />);
