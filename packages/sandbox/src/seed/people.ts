import type { Random } from './random'

const male = {
  first: [
    'Александр',
    'Дмитрий',
    'Максим',
    'Сергей',
    'Андрей',
    'Алексей',
    'Артём',
    'Илья',
    'Кирилл',
    'Михаил',
    'Никита',
    'Роман',
    'Евгений',
    'Павел',
    'Игорь',
    'Владимир',
    'Олег',
    'Константин',
  ],
  last: [
    'Иванов',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Васильев',
    'Петров',
    'Соколов',
    'Михайлов',
    'Новиков',
    'Фёдоров',
    'Морозов',
    'Волков',
    'Алексеев',
    'Лебедев',
    'Семёнов',
    'Егоров',
    'Павлов',
    'Козлов',
  ],
  middle: [
    'Александрович',
    'Дмитриевич',
    'Сергеевич',
    'Андреевич',
    'Алексеевич',
    'Игоревич',
    'Владимирович',
    'Олегович',
    'Николаевич',
    'Петрович',
  ],
}
const female = {
  first: [
    'Анна',
    'Мария',
    'Елена',
    'Ольга',
    'Наталья',
    'Татьяна',
    'Ирина',
    'Екатерина',
    'Светлана',
    'Юлия',
    'Анастасия',
    'Дарья',
    'Полина',
    'Ксения',
    'Виктория',
    'Алина',
  ],
  last: [
    'Иванова',
    'Смирнова',
    'Кузнецова',
    'Попова',
    'Васильева',
    'Петрова',
    'Соколова',
    'Михайлова',
    'Новикова',
    'Фёдорова',
    'Морозова',
    'Волкова',
    'Алексеева',
    'Лебедева',
    'Семёнова',
    'Егорова',
  ],
  middle: [
    'Александровна',
    'Дмитриевна',
    'Сергеевна',
    'Андреевна',
    'Алексеевна',
    'Игоревна',
    'Владимировна',
    'Олеговна',
    'Николаевна',
    'Петровна',
  ],
}

const latin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/** Russian letters in Latin (passport style), for logins and email addresses. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((letter) => latin[letter] ?? letter).join('')
}

export interface PersonName {
  firstName: string
  lastName: string
  middleName: string
  gender: 'man' | 'woman'
}

export function randomPerson(random: Random): PersonName {
  const gender = random.chance(0.5) ? 'man' : 'woman'
  const names = gender === 'man' ? male : female
  return {
    firstName: random.pick(names.first),
    lastName: random.pick(names.last),
    middleName: random.pick(names.middle),
    gender,
  }
}

/** A mobile number of a Russian operator in E.164. */
export function randomMobile(random: Random): string {
  return `+79${random.pick(['16', '03', '05', '26', '15', '85', '99', '77'])}${random.digits(7)}`
}
