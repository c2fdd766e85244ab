import type { RoleType } from '@platform/sdk'

/** The master users' own companies come first: ids 0 and 1 (master), 1 and 2 (admin). */
export const homeCompanies = [
  'ООО «Северная логистика»',
  'АО «Уральский трубный завод»',
  'ООО «ИнфоСистемы»',
]

export const legalEntities = [
  'ООО «ТехноСнаб»',
  'ПАО «Волжская энергосбытовая компания»',
  'ООО «Агрохолдинг Кубань»',
  'АО «СибирьСтройИнвест»',
  'ООО «МедФарм Поставка»',
  'ООО «Балтийский терминал»',
  'АО «Камский кабель»',
  'ООО «Торговый дом Меридиан»',
  'ООО «Гранит-М»',
  'ООО «ЭкоПак»',
  'АО «Дальневосточная рыбная компания»',
  'ООО «Стройресурс»',
  'ООО «Альфа-Консалтинг»',
  'ООО «Веста Ритейл»',
  'АО «НПО Радиотехника»',
  'ООО «Печатный двор»',
  'ООО «Ладога Транс»',
  'ООО «Мосхимторг»',
  'АО «Тульский оружейный склад»',
  'ООО «Зелёная долина»',
  'ООО «Промавтоматика»',
  'ООО «Невский хлебозавод»',
]

export const individuals = [
  'ИП Смирнов Алексей Викторович',
  'ИП Кузнецова Ольга Игоревна',
  'ИП Новиков Дмитрий Сергеевич',
  'ИП Лебедева Анна Андреевна',
  'ИП Морозов Павел Олегович',
  'ИП Фёдорова Наталья Петровна',
]

/** Foreign organizations have a tax and a registration number instead of INN, KPP and OGRN. */
export const foreignCompanies = [
  { title: 'Nordic Freight Oy', taxNumber: 'FI28475913', registrationNumber: '2847591-3' },
  { title: 'Baltic Amber UAB', taxNumber: 'LT100004512318', registrationNumber: '304512318' },
]

/** Tax regions of INNs and OGRNs: Moscow, St Petersburg, Sverdlovsk, Tatarstan, … */
export const regions = ['77', '78', '66', '16', '23', '54', '52', '63', '25', '50', '74', '59']

export const roleSeeds: { name: string; comment: string | null; roleType: RoleType }[] = [
  {
    name: 'Менеджер по закупкам',
    comment: 'Создаёт и согласует заявки на закупку',
    roleType: 'contractor',
  },
  { name: 'Бухгалтер', comment: null, roleType: 'contractor' },
  { name: 'Кладовщик', comment: 'Принимает и отгружает товар', roleType: 'contractor' },
  { name: 'Логист', comment: 'Планирует доставку и оформляет рейсы', roleType: 'contractor' },
  { name: 'Юрист', comment: 'Согласует договоры и доверенности', roleType: 'contractor' },
  { name: 'Менеджер по продажам', comment: 'Ведёт заказы контрагента', roleType: 'contractor' },
  { name: 'Специалист по качеству', comment: null, roleType: 'contractor' },
  { name: 'Руководитель', comment: 'Руководитель подразделения', roleType: 'organizational' },
  { name: 'Сотрудник', comment: null, roleType: 'organizational' },
  {
    name: 'Администратор компании',
    comment: 'Управляет сотрудниками и доступами компании',
    roleType: 'organizational',
  },
  { name: 'Специалист отдела кадров', comment: null, roleType: 'organizational' },
  {
    name: 'Администратор платформы',
    comment: 'Полный доступ к администрированию',
    roleType: 'systemic',
  },
  {
    name: 'Оператор поддержки',
    comment: 'Просматривает обращения и журналы',
    roleType: 'systemic',
  },
  { name: 'Аудитор', comment: 'Только просмотр', roleType: 'systemic' },
  { name: 'Интегратор', comment: 'Доступ к API интеграций', roleType: 'systemic' },
]

export const failureReasons = [
  'Сотрудник не числится в штате компании',
  'Не указаны должность и подразделение',
  'Компания не работает с этим контрагентом',
  'Запрошенная роль не соответствует обязанностям',
  'Заявка подана от имени другого сотрудника',
]

export const inviteDomains = ['partner.example.ru', 'supply.example.ru', 'mail.example.com']

/** A company of the user's outgoing requests that is not on the platform. */
export const unknownCompany = 'ООО «Вектор Плюс»'
