import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/add-business')({
  head: ({ match }) => pageHead(match, 'addBusiness.title'),
  component: AddBusinessPage,
})

function AddBusinessPage() {
  return <InfoPage titleKey="addBusiness.title" introKey="addBusiness.intro" />
}
